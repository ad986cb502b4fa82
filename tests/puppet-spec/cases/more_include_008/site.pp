            include undef
