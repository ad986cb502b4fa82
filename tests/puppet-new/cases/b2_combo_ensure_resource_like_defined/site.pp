notify { 'a': }
if !defined(Notify['a']) { notify { 'a': } }
if !defined(Notify['b']) { notify { 'b': } }
notice(defined('$x'))
$x = 1
notice(defined('$x'))
