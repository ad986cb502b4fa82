$x = undef notify { $x: }
