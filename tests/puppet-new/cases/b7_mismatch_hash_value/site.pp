function f(Hash[String, String] $x) { notice($x) }
f({'a' => 1})
