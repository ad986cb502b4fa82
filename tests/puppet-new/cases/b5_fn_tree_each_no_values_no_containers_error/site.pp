[1,2,3].tree_each({include_containers => false, include_values => false}) |$path, $v| {
  notice "$v"
}
