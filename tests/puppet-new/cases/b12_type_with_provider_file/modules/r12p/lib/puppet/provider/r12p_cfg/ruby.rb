Puppet::Type.type(:r12p_cfg).provide(:ruby) do
  desc 'Manages the setting in a file.'

  confine osfamily: :debian
  defaultfor osfamily: :debian

  def setting
    File.read('/etc/r12p.cfg').strip
  rescue Errno::ENOENT
    :absent
  end

  def setting=(value)
    File.write('/etc/r12p.cfg', value)
  end
end
