notice("${Integer[1,5]} ${/a.b/} ${String} ${Optional[Integer]}")
