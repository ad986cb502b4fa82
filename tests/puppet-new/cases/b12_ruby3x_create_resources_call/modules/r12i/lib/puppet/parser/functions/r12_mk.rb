module Puppet::Parser::Functions
  newfunction(:r12_mk) do |args|
    title, msg = args
    function_create_resources(['notify', { title => { 'message' => msg } }, { 'tag' => 'r12' }])
  end
end
