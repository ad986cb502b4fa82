# Symbolic and octal file modes through Puppet::Util::SymbolicFileMode (simplib's passgen
# extends itself with it).
Puppet::Functions.create_function(:'rt::file_modes') do
  extend Puppet::Util::SymbolicFileMode

  dispatch :file_modes do
    optional_param 'String', :bad
  end

  def file_modes(bad = nil)
    m = self.class
    return m.symbolic_mode_to_int(bad, 0o644) if bad
    [
      m.symbolic_mode_to_int('u=rw,go=r'), m.symbolic_mode_to_int('0750'),
      m.symbolic_mode_to_int('g+w,o-r', 0o644), m.symbolic_mode_to_int('a+X', 0o644, true),
      m.symbolic_mode_to_int('u+s,+t', 0o755), m.symbolic_mode_to_int('go=u', 0o700),
      m.valid_symbolic_mode?('u=rwx,g=rx'), m.valid_symbolic_mode?('0644'), m.valid_symbolic_mode?('rwx'),
      m.display_mode('755'), m.normalize_symbolic_mode(420)
    ]
  end
end
