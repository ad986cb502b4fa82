notice(r12_kinds(undef, '', 'x', [undef], { 'a' => undef }, 1, true))
