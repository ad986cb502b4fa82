notice('a/b' =~ /a\/b/)
notice('a/b'.match(/(\/)/))
