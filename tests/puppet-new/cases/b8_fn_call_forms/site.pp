$a = call('split', 'a-b-c', '-')
notify { $a[0]: }
$f = 'each'
call($f, [1,2,3]) |$index, $v| {
  notify { "file_$v": }
}
class a { call('notice', $title) }
include a
$d = Deferred('split', ['x-y', '-'])
notice($d.call())
