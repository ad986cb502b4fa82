$a = Integer.new("42")
$b = Integer("42")
