$name_x = 'world'
notice(inline_template('hello <%= @name_x %>', '!'))
notice(inline_template('<% [1,2].each do |i| -%><%= i %>,<% end -%>'))
