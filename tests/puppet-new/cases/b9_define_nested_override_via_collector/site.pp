define inner($v = 'orig') { file { "/srv/${title}": content => $v } }
define outer() { inner { "${title}-f": } }
outer { 'o': }
File <| title == '/srv/o-f' |> { content => 'overridden', mode => '0644' }
