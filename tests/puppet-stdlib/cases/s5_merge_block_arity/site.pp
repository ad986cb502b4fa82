notice(merge([1]) |$x| { {} })
