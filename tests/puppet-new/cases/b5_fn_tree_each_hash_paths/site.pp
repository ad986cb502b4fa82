$a = {a => 1, b => {c => 2, d=>{e => 3}}}
$a.tree_each() |$path, $v| { notice("${path}: ${v}") }
