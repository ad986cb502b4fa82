module Puppet::Parser::Functions
  newfunction(:r12_fmt2, :type => :rvalue) do |args|
    list, version = args
    parts = list.split(',').reverse.join('-')
    cmp = function_versioncmp([version, '2.9.1'])
    quoted = function_shellquote(['a b', "it's"])
    function_sprintf(['%s|%d|%s|%s|%s', parts, cmp, quoted, function_sha1(['x'])[0, 8], function_md5(['x'])[0, 6]])
  end
end
