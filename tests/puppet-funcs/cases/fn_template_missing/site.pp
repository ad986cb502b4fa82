notice(template('nomod/x.erb'))
