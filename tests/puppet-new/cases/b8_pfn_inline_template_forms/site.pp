$string = 'this is a variable'
notice(inline_template("template1", "template2"))
notice(inline_template("this is a template"))
notice(inline_template("string was: <%= @string %>"))
notice(inline_template("<%= [1,2].map { |x| x * 2 }.join(',') %>"))
notice(inline_template("<%- if @nope -%>yes<%- else -%>no<%- end -%>"))
