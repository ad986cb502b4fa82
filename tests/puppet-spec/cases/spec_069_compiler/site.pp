            define foo(Integer $x) { }
            foo { 'test': x => undef }
