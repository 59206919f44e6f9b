# Runs Formula/layoutc.rb's install and test steps against a scratch prefix, so the Homebrew formula's commands are
# the ones CI runs. Homebrew itself is not packaged for Debian, so this file stands in for the part of its Formula
# DSL that the formula uses; everything the formula runs (layoutc, its completions, its test) runs for real.
#
#   ruby formula-check.rb FORMULA PREFIX BIN_DIR
#
# BIN_DIR holds a built layoutc: the formula's `swift build` line is checked against the README's build line and
# not run again (CI's other steps build; the formula's `.build/release` is that folder).
require "fileutils"
require "pathname"
require "tmpdir"

formula_path, prefix_path, bin_dir = ARGV
abort "usage: ruby formula-check.rb FORMULA PREFIX BIN_DIR" unless bin_dir
README_BUILD = File.read(File.join(File.dirname(formula_path), "..", "README.md"))[/^swift build .*$/]

# Homebrew's Pathname#install: copies (Homebrew moves from its staging copy; here the checkout stays as it is).
class Pathname
  def install(*sources)
    mkpath
    sources.flatten.each { |source| FileUtils.cp_r(source.to_s, join(File.basename(source.to_s)).to_s) }
  end
end

class Formula
  class << self
    attr_reader :head_url, :test_block, :build_dependencies

    def desc(_text) = nil
    def homepage(_url) = nil
    def head(url, **_options) = (@head_url = url)
    def on_macos = nil # Xcode is the build dependency there; this check runs on Linux.
    def on_linux = yield
    def depends_on(spec) = (@build_dependencies ||= []) << spec
    def test(&block) = (@test_block = block)
  end

  attr_reader :prefix, :testpath

  def initialize(prefix)
    @prefix = Pathname(prefix)
  end

  def bin = prefix / "bin"
  def man1 = prefix / "share/man/man1"
  def doc = prefix / "share/doc/layoutc"

  def system(*arguments)
    words = arguments.map(&:to_s)
    if words.first == "swift"
      expected = README_BUILD.split
      actual = words - ["--disable-sandbox"]
      raise "the formula builds with `#{words.join(" ")}`, the README with `#{README_BUILD}`" unless actual == expected
      return true
    end
    Kernel.system(*words) or raise "`#{words.join(" ")}` failed"
  end

  # Homebrew's default: `EXECUTABLE ARGUMENTS SHELL` for each shell, into the folders each shell reads.
  def generate_completions_from_executable(executable, *arguments)
    targets = {
      "bash" => prefix / "etc/bash_completion.d/layoutc",
      "zsh" => prefix / "share/zsh/site-functions/_layoutc",
      "fish" => prefix / "share/fish/vendor_completions.d/layoutc.fish",
    }
    targets.each do |shell, target|
      target.dirname.mkpath
      script = IO.popen([executable.to_s, *arguments, shell], &:read)
      raise "`layoutc #{arguments.join(" ")} #{shell}` failed" unless $?.success? && !script.empty?
      target.write(script)
    end
  end

  def shell_output(command)
    output = IO.popen(command, &:read)
    raise "`#{command}` failed" unless $?.success?
    output
  end

  def assert_match(pattern, text)
    pattern = Regexp.new(Regexp.escape(pattern)) if pattern.is_a?(String)
    raise "expected #{pattern.inspect} in:\n#{text}" unless pattern.match?(text)
  end

  def run_test
    Dir.mktmpdir do |directory|
      @testpath = Pathname(directory)
      Dir.chdir(directory) { instance_eval(&self.class.test_block) }
    end
  end
end

load formula_path
checkout = Layoutc.head_url.delete_prefix("file://")
unless File.exist?(File.join(checkout, "Package.swift")) && File.exist?(File.join(checkout, ".git"))
  abort "the formula's head (#{Layoutc.head_url}) is not this repository's checkout"
end
abort "the formula does not name its build dependency" unless Layoutc.build_dependencies&.include?({ "swift" => :build })

# The install step runs in a staging copy of the checkout, as Homebrew's does, with the built layoutc in place.
Dir.mktmpdir do |stage|
  FileUtils.cp_r(File.join(checkout, "Documentation"), stage)
  FileUtils.mkdir_p(File.join(stage, ".build/release"))
  FileUtils.cp(File.join(bin_dir, "layoutc"), File.join(stage, ".build/release/layoutc"))
  formula = Layoutc.new(prefix_path)
  Dir.chdir(stage) { formula.install }
  formula.run_test
end
puts "formula: installed and tested"
