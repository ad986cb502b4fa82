type Name = Pattern[/^[a-z]+$/]
$n = assert_type(Name, 'abc')
notify { $n: }
