define leaf($parent) { notify { "${parent}::${title}": } }
define mid($items = ['p', 'q']) { leaf { $items.map |$i| { "${title}-${i}" }: parent => $title } }
mid { 'm1': }
mid { 'm2': items => ['z'] }
