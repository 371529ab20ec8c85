//! 风声 (The Message) for tianhei. Under construction.
