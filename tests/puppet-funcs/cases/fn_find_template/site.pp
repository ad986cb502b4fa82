notice(find_template('nomod/x.erb') == undef)
