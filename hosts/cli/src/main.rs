fn main() { println!("tianhei: under construction"); }
