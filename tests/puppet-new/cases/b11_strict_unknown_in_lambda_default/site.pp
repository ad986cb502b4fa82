with(1) |$a, $b = $unknown_z| { notify { "b=${b}": } }
