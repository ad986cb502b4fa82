$a = 'each'
$b = [1,2,3]
call($a, $b) |$item| {
 notify { $item: }
}
