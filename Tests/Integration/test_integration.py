"""The integration files on scratch repositories: pre-commit runs the hooks of .pre-commit-hooks.yaml, and the
steps of action.yml run as GitHub runs a composite action. Run by Tests/Integration/test.sh (which installs
pre-commit); LAYOUTC names the layoutc under test."""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import yaml

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
LAYOUTC = os.environ["LAYOUTC"]

MESSY = "layout A {\nitem c { size: 1w x 44 }\n  section { horizontal { size: 1w x 44; c } }\n}\n"
CLEAN = "layout A {\n  item c { size: 1w x 44 }\n  section {\n    horizontal { size: 1w x 44; c }\n  }\n}\n"
BROKEN = "layout A {\n  item c { size: 1w x 44 }\n  section {\n    horizontal { size: 1w x 44; cel }\n  }\n}\n"


def run(args, cwd, env=None, check=False):
    environment = dict(os.environ, PATH=os.path.dirname(LAYOUTC) + os.pathsep + os.environ["PATH"])
    environment.update(env or {})
    result = subprocess.run(args, cwd=cwd, env=environment, capture_output=True, text=True, timeout=300)
    if check and result.returncode != 0:
        raise AssertionError(f"{args} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}")
    return result


class Scratch:
    """A git repository in a temporary folder holding `files`, all staged."""

    def __init__(self, files):
        self.path = tempfile.mkdtemp(prefix="layoutc-integration-")
        for name, text in files.items():
            full = os.path.join(self.path, name)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w") as handle:
                handle.write(text)
        run(["git", "init", "-q", "."], self.path, check=True)
        run(["git", "add", "."], self.path, check=True)

    def read(self, name):
        with open(os.path.join(self.path, name)) as handle:
            return handle.read()

    def write(self, name, text):
        with open(os.path.join(self.path, name), "w") as handle:
            handle.write(text)
        run(["git", "add", name], self.path, check=True)

    def remove(self):
        shutil.rmtree(self.path, ignore_errors=True)


class PreCommitHooks(unittest.TestCase):
    """pre-commit's own `try-repo`, which reads this repository's .pre-commit-hooks.yaml as a consumer's config does."""

    def hook(self, scratch, hook_id):
        env = {"PRE_COMMIT_HOME": os.path.join(scratch.path, ".cache"), "GIT_CONFIG_NOSYSTEM": "1"}
        return run(["pre-commit", "try-repo", ROOT, hook_id, "--all-files"], scratch.path, env=env)

    def test_format_hook_rewrites_then_passes(self):
        scratch = Scratch({"Layouts/a.layout": MESSY, "b.layout": CLEAN, "notes.txt": MESSY})
        try:
            first = self.hook(scratch, "layoutc-fmt-system")
            self.assertEqual(first.returncode, 1, first.stdout)
            self.assertIn("files were modified by this hook", first.stdout)
            self.assertEqual(scratch.read("Layouts/a.layout"), CLEAN)
            self.assertEqual(scratch.read("notes.txt"), MESSY, "only .layout files are given to the hook")
            run(["git", "add", "."], scratch.path, check=True)
            second = self.hook(scratch, "layoutc-fmt-system")
            self.assertEqual(second.returncode, 0, second.stdout)
        finally:
            scratch.remove()

    def test_check_hook_stops_on_an_error_and_passes_when_fixed(self):
        scratch = Scratch({"a.layout": BROKEN})
        try:
            failed = self.hook(scratch, "layoutc-check-system")
            self.assertEqual(failed.returncode, 1)
            self.assertIn("a.layout:4:33: error: cannot find 'cel' in scope", failed.stdout)
            scratch.write("a.layout", CLEAN)
            self.assertEqual(self.hook(scratch, "layoutc-check-system").returncode, 0)
        finally:
            scratch.remove()

    def test_swift_hooks_are_the_system_hooks_built_from_source(self):
        with open(os.path.join(ROOT, ".pre-commit-hooks.yaml")) as handle:
            hooks = {hook["id"]: hook for hook in yaml.safe_load(handle)}
        for name in ["layoutc-fmt", "layoutc-check"]:
            self.assertEqual(hooks[name]["language"], "swift")
            self.assertEqual(hooks[name + "-system"]["language"], "system")
            for key in ["entry", "files"]:
                self.assertEqual(hooks[name][key], hooks[name + "-system"][key])


class GitHubAction(unittest.TestCase):
    """action.yml's steps run as a composite action runs them: `${{ inputs.X }}` filled from the inputs (defaults
    from the file), `env` set, `if` decided, each `run` in bash; the build step is replaced by the layoutc under test
    at the path the later steps use."""

    @classmethod
    def setUpClass(cls):
        with open(os.path.join(ROOT, "action.yml")) as handle:
            cls.action = yaml.safe_load(handle)
        cls.action_path = tempfile.mkdtemp(prefix="layoutc-action-")
        os.makedirs(os.path.join(cls.action_path, ".build", "release"))
        os.symlink(LAYOUTC, os.path.join(cls.action_path, ".build", "release", "layoutc"))

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.action_path, ignore_errors=True)

    def expression(self, text, inputs, failed):
        """GitHub's expressions as the action uses them: inputs, ==, &&, !cancelled()."""
        def value(expr):
            expr = expr.strip()
            if "&&" in expr:
                return all(value(part) for part in expr.split("&&"))
            if expr == "!cancelled()":
                return True
            if "==" in expr:
                left, right = (part.strip() for part in expr.split("=="))
                return value(left) == right.strip("'")
            match = re.fullmatch(r"inputs\.([a-z-]+)", expr)
            self.assertIsNotNone(match, f"an expression the test does not know: {expr}")
            return inputs[match.group(1)]
        return value(text)

    def substitute(self, text, inputs):
        return re.sub(r"\$\{\{(.*?)\}\}", lambda m: str(self.expression(m.group(1), inputs, False)), text)

    def run_action(self, scratch, given):
        defaults = {name: spec.get("default", "") for name, spec in self.action["inputs"].items()}
        inputs = dict(defaults, **given)
        steps = self.action["runs"]["steps"]
        self.assertEqual(self.action["runs"]["using"], "composite")
        self.assertIn("swift build -c release --product layoutc", steps[0]["run"])
        outcomes = []
        failed = False
        for step in steps[1:]:
            condition = step.get("if")
            if condition is not None:
                inner = re.fullmatch(r"\$\{\{(.*)\}\}", condition.strip())
                if not self.expression(inner.group(1) if inner else condition, inputs, failed):
                    outcomes.append((step["name"], None, ""))
                    continue
            elif failed:
                outcomes.append((step["name"], None, ""))
                continue
            env = {key: self.substitute(str(value), inputs) for key, value in step.get("env", {}).items()}
            env["GITHUB_ACTION_PATH"] = self.action_path
            result = run(["bash", "-e", "-c", self.substitute(step["run"], inputs)], scratch.path, env=env)
            failed = failed or result.returncode != 0
            outcomes.append((step["name"], result.returncode, result.stdout + result.stderr))
        return outcomes

    def test_clean_files_pass(self):
        scratch = Scratch({"Layouts/a.layout": CLEAN})
        try:
            outcomes = self.run_action(scratch, {"paths": "Layouts"})
            self.assertEqual([code for _, code, _ in outcomes], [0, 0])
        finally:
            scratch.remove()

    def test_errors_are_annotations_and_formatting_still_runs(self):
        scratch = Scratch({"a.layout": BROKEN, "b.layout": MESSY})
        try:
            (check, check_code, check_out), (fmt, fmt_code, fmt_out) = self.run_action(scratch, {})
            self.assertEqual(check_code, 1)
            self.assertIn("::error file=a.layout,line=4,col=33", check_out)
            self.assertEqual(fmt_code, 1, "the format check runs after a failed check (!cancelled())")
            self.assertIn("b.layout", fmt_out)
        finally:
            scratch.remove()

    def test_inputs_strict_and_format(self):
        warning = "layout A {\n  item c { size: 0.33w x 44 }\n  section {\n    horizontal { size: 1w x 44; c }\n  }\n}\n"
        scratch = Scratch({"a.layout": warning, "b.layout": MESSY})
        try:
            outcomes = self.run_action(scratch, {"strict": "false", "format": "false"})
            self.assertEqual([code for _, code, _ in outcomes], [0, None])
            outcomes = self.run_action(scratch, {"strict": "true", "paths": "a.layout"})
            self.assertEqual(outcomes[0][1], 1)
            self.assertIn("::warning file=a.layout", outcomes[0][2])
        finally:
            scratch.remove()


if __name__ == "__main__":
    unittest.main(verbosity=2)
