# a type alias of an Enum or a bounded Integer iterates as its type
$config = { 'url' => 'https://ci.example.com', 'tag-list' => 'docker', 'description' => 'runner' }
$kept = $config - Array(Ita::Keys)
notify { "kept ${kept}": }
notify { "as array ${Array(Ita::Small)}": }
Ita::Keys.each |$k| { notify { "key ${k}": } }
$doubled = Ita::Small.map |$n| { $n * 2 }
notify { "doubled ${doubled}": }
