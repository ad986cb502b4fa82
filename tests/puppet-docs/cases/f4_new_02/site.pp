$a = Integer.new("42", 8)
$b = Integer({from => "42", radix => 8})
