//! Examples for tianhei. Under construction.
