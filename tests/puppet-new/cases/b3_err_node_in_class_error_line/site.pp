class c {
  node 'n' { }
}
