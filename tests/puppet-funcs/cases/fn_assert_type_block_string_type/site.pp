notice(assert_type(String[1], '') |$e, $a| { 'fallback' })
