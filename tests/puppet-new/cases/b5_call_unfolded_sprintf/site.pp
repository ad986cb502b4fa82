$a = 10
notice(sprintf( *["x%iy", $a] ))
notice(( *["x%iy", $a] ).sprintf)
notice(((*["x%iy", $a])).sprintf)
notice("x%iy".sprintf( $a ))
