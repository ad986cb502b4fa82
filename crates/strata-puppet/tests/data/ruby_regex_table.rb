#!/usr/bin/env ruby
# Generates ruby_regex_table.json: for each pattern (as Puppet hands it to Regexp.new, i.e. a
# regex literal's text with `\/` already turned into `/`) and each input, what Ruby answers for
# `match` (MatchData#to_a), `sub`/`gsub` with a replacement string and `split`, or the
# RegexpError message when the pattern does not compile. tests/ruby_regex.rs compares strata's
# regex module with it.
#
# Regenerate (from the crate directory, on a machine with Ruby and, for the stdlib patterns,
# Debian's puppet-module-puppetlabs-stdlib or STDLIB_TYPES naming a stdlib `types` directory):
#   ruby tests/data/ruby_regex_table.rb > tests/data/ruby_regex_table.json
require 'json'

IGNORECASE = Regexp::IGNORECASE
EXTENDED = Regexp::EXTENDED
MULTILINE = Regexp::MULTILINE

COMMON_INPUTS = [
  '', 'a', 'abc', "a\nb", "ab\n", '/usr/bin', '/', 'relative/path', "/a\0b", "/a\nb",
  'C:\\Windows', '\\\\server\\share', '192.168.0.1', '10.0.0.0/8', '::1', 'fe80::1/64',
  'https://example.com/x', 'http://h', 'example.com', '0755', 'u+rwx,g-w', 'yes', 'NO',
  'user@example.com', 'MZXW6===', 'abc=', '10GB', '-1.5e3', '12', 's3://bucket/k',
  'gs://bucket', 'puppet:///modules/x', 'héllo wörld', 'cost $42, tax $7', 'a,b,,c,,',
  '2024-05-01 and 1999-12-31', 'aaab', 'x-y+z', 'Ελληνικά', '٣٤', "tab\there\u00a0nbsp",
]

# [pattern, flags, replacement, extra inputs]
CASES = [
  ['\A/([^\n/\0]+/*)*\z', 0, '[\0]', []],
  ['\Aab\Z', 0, '<\0>', ["ab\n\n"]],
  ['ab\z', 0, '<\0>', []],
  ['\h+', 0, '{\0}', ['xyz0fA9g']],
  ['\H+', 0, '{\0}', ['xyz0fA9g']],
  ['a\x41', 0, '-', ['aA', 'aa']],
  ['\u{e9}', 0, 'e', ['café']],
  ['\u00e9|\u{f6}', 0, '?', []],
  ['\0', 0, 'NUL', ["a\0b\0"]],
  ['[\0-\x1f]', 0, '^', ["a\tb\0c"]],
  ['(?<year>\d{4})-(?<mon>\d\d)', 0, '\k<mon>/\k<year>', []],
  ['(?<a>x)(y)', 0, '\1\\\\', ['xy']],
  ['(\d+)-(\d+)', 0, '\2-\1 \\\\ \& \` \' \9', []],
  ['(?<=\$)\d+', 0, 'N', []],
  ['(?<!a)b', 0, 'B', ['ab cb b']],
  ['(?>a+)b', 0, '!', ['aaab', 'b']],
  ['(?>a*)a', 0, '!', ['aaa']],
  ['a++b', 0, '!', ['aab']],
  ['a*+a', 0, '!', ['aaa']],
  ['^b', 0, 'B', ["a\nb"]],
  ['a$', 0, 'A', ["a\nb", 'ba']],
  ['(?m)a.b', 0, '-', ["a\nb", 'axb']],
  ['a.b', 0, '-', ["a\nb", 'axb']],
  ['a.b', MULTILINE, '-', ["a\nb"]],
  ['(?x) a b  # comment', 0, '-', ['ab', 'a b']],
  ['a b', EXTENDED, '-', ['ab', 'a b']],
  ['(?i)abc', 0, '-', ['ABC', 'xAbC']],
  ['abc', IGNORECASE, '-', ['ABC', 'xAbC']],
  ['(?i:a)b', 0, '-', ['AB', 'Ab']],
  ['[[:alpha:]]+', 0, '_', ['héllo1']],
  ['[[:digit:][:space:]]+', 0, '_', []],
  ['[[:^alpha:]]+', 0, '_', []],
  ['[[:punct:]]', 0, '_', []],
  ['\w+', 0, '_', []],
  ['\s+', 0, '_', []],
  ['\d+', 0, '_', []],
  ['\bfoo\b', 0, 'bar', ['foo food afoo foo']],
  ['(a)\1', 0, '-', ['aa', 'ab']],
  ['(?<n>[ab])\k<n>', 0, '-', ['aa bb ab']],
  ['\p{Alpha}+', 0, '_', []],
  ['\p{Greek}+', 0, '_', []],
  ['x*', 0, '-', ['abc', 'axxbc']],
  ['b*', 0, '-', ['abc']],
  ['', 0, '-', ['abc']],
  [',', 0, ';', []],
  ['\s*,\s*', 0, ';', ['a , b,c ,']],
  ['(,)', 0, ';', []],
  ['(-)|(\+)', 0, '[\1|\2]', []],
  ['a{,2}', 0, '-', ['aaaa']],
  ['={,6}\z', 0, '', []],
  ['[a-z&&[^aeiou]]+', 0, '_', []],
  ['\Ga', 0, '-', ['aab', 'baa']],
  ['\R', 0, '|', ["a\r\nb\nc"]],
  ['(?:ab)+', 0, '-', ['ababab']],
  ['a|ab', 0, '-', ['ab']],
  ['.', 0, '.', []],
  ['(', 0, '', []],
  ['[a', 0, '', []],
  ['*a', 0, '', []],
  ['a)', 0, '', []],
  ['(?<n>a)\k<m>', 0, '', []],
  ['\\', 0, '', []],
  ['a{2,1}', 0, '', ['aa']],
  ['(?<=a+)b', 0, '', ['ab']],
]

def stdlib_patterns
  # The module's types directory: $STDLIB_TYPES, else where Debian's package installs it.
  dir = ENV['STDLIB_TYPES'] || `dpkg -L puppet-module-puppetlabs-stdlib 2>/dev/null`.lines.map(&:chomp).find { |l| l.end_with?('/types') }
  return [] unless dir && File.directory?(dir)
  pats = []
  Dir[File.join(dir, '**', '*.pp')].sort.each do |f|
    File.read(f).scan(/Pattern\[(.*)\]/).each do |(inner)|
      inner.scan(%r{/((?:\\.|[^/\\])*)/}).each do |(lit)|
        pats << lit.gsub('\/', '/')
      end
    end
  end
  pats.uniq
end

def row(pattern, flags, repl, inputs)
  begin
    re = Regexp.new(pattern, flags)
  rescue RegexpError => e
    return { 'pattern' => pattern, 'flags' => flags, 'error' => e.message }
  end
  cases = inputs.map do |s|
    m = re.match(s)
    {
      'input' => s,
      'match' => m && m.to_a,
      'sub' => s.sub(re, repl),
      'gsub' => s.gsub(re, repl),
      'split' => s.split(re),
    }
  end
  { 'pattern' => pattern, 'flags' => flags, 'repl' => repl, 'cases' => cases }
end

rows = CASES.map { |p, f, r, extra| row(p, f, r, COMMON_INPUTS + extra) }
stdlib_patterns.each { |p| rows << row(p, 0, '<\0>', COMMON_INPUTS).merge('stdlib' => true) }
puts "[\n" + rows.map { |r| JSON.generate(r) }.join(",\n") + "\n]"
