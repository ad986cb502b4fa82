module Puppet::Parser::Functions
  newfunction(:r12_render, :type => :rvalue) do |args|
    function_inline_template(["<%= @x %>-#{args[0]}-<%= [1, 2].sum %>"])
  end
end
