notice(/.*/ == /.*/ )
notice(/.*/ != /a.*/)
notice(true  == true )
notice(true == false)
