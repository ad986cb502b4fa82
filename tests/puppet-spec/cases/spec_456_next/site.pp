        $result = String([1,2,3].map |$x| { if $x == 1 { next 100 } $x*2 })
        notify { $result: }
