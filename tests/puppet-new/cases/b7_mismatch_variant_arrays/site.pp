function f(Variant[Array[Integer], Array[String]] $x) { notice($x) }
f([1, 'a'])
