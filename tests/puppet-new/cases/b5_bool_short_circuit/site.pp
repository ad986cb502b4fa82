notice(true and false and '0xwtf' + 1)
notice(false or true  or '0xwtf' + 1)
