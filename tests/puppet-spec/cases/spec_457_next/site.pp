        $result = String(with(1) |$x| { if $x == 1 { next(100) } 200 })
        notify { $result: }
