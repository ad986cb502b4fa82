function f(Hash[Integer, String] $x) { notice($x) }
f({'a' => 'b'})
