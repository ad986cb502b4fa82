define mything($v = 1) { notify { "m ${title} ${v}": } }
ensure_resource('mything', 'a', {'v' => 2})
ensure_resource('mything', 'a', {'v' => 2})
ensure_resource('Mything', ['b'])
