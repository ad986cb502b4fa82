notice(Variant[Integer, Boolean]('12'))
