notice(stdlib::batch_escape('a "b" $c \\d'))
notice(stdlib::batch_escape(5))
notice(batch_escape('x'))
