class foo { assert_private() notice('ok') }
include foo
