assert_type('Intgr[', 1)
