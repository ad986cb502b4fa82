require 'puppet/util/package'

Puppet::Functions.create_function(:'r12q::newest') do
  dispatch :newest do
    param 'Array[String, 1]', :versions
  end

  def newest(versions)
    sorted = versions.sort { |a, b| Puppet::Util::Package.versioncmp(a, b) }
    [sorted.last, sorted]
  end
end
