# Calls a Puppet function through the 3.x API (`function_x([args])`), as tp_content calls
# function_template and function_epp.
Puppet::Parser::Functions.newfunction(:rt_call3x, type: :rvalue) do |args|
  send("function_#{args[0]}", args[1..])
end
