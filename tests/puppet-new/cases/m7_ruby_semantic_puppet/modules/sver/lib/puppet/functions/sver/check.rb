# Compares versions with the semantic_puppet gem Puppet loads, as module Ruby does.
Puppet::Functions.create_function(:'sver::check') do
  dispatch :check do
    param 'String', :version
    param 'String', :range
  end

  def check(version, range)
    require 'semantic_puppet'
    begin
      r = SemanticPuppet::VersionRange.parse(range)
    rescue ArgumentError => e
      return "bad range: #{e.message}"
    end
    begin
      v = SemanticPuppet::Version.parse(version)
    rescue SemanticPuppet::Version::ValidationFailure => e
      return "bad version: #{e.message}"
    end
    newer = v > SemanticPuppet::Version.parse('1.0.0') ? 'newer' : 'not newer'
    "#{v} (#{v.major}/#{v.minor}/#{v.patch}/#{v.prerelease.inspect}) #{r.include?(v) ? 'in' : 'not in'} range, #{newer} than 1.0.0"
  end
end
