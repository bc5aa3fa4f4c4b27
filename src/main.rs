fn main() {
    println!("warroom: under construction");
}
