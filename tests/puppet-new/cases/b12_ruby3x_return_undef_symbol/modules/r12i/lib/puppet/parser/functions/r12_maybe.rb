module Puppet::Parser::Functions
  newfunction(:r12_maybe, :type => :rvalue) do |args|
    case args[0]
    when 'nil' then nil
    when 'undef' then :undef
    else ''
    end
  end
end
