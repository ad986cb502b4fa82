"hello".tree_each() |$path, $v| {
  notice "$v"
}
